export { TimeslotCard, type TimeslotCardProps, type TimeslotStatus } from './TimeslotCard';
