export { onTabListKeyDown } from './tabKeys';
