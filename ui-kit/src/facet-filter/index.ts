export { FacetFilter, type FacetFilterProps, type FacetValue } from './FacetFilter';
