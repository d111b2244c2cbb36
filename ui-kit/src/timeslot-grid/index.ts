export { TimeslotGrid, type TimeslotGridProps } from './TimeslotGrid';
