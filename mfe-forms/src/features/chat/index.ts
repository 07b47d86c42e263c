export { ChatWidget } from './components/ChatWidget';
