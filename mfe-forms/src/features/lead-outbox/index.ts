export { QueuedNotice, type QueuedNoticeProps } from './components/QueuedNotice';
export { useLeadOutbox, type LeadOutboxOptions, type LeadSendStatus } from './hooks/useLeadOutbox';
