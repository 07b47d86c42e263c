export { QueuedNotice, type QueuedNoticeProps } from './components/QueuedNotice';
export { LeadSendControls, type LeadSendControlsProps } from './components/LeadSendControls';
export { useLeadOutbox, type LeadOutboxOptions, type LeadSendStatus } from './hooks/useLeadOutbox';
