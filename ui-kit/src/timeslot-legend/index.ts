export { TimeslotLegend } from './TimeslotLegend';
