export { DayTabs, type DayTabsProps, type TimeslotDayTab } from './DayTabs';
