export {
  SearchBox,
  type SearchBoxProps,
  type SearchSuggestion,
  type SearchSuggestionGroup,
} from './SearchBox';
