/**
 * What other features may use of the shopper's lists (the 'save to a list' dialog of the product
 * cards): the stores — which lists exist, which products each holds — and their actions.
 */
export type { ListContents, ListSummary, SavedProduct } from './list-rows';
export { $choosingFor, chooseListFor, createListAndSave, saveProduct } from './list-selector';
export {
  $listContents,
  $lists,
  $savedIn,
  createList,
  listNameRefusal,
  listsHolding,
  loadList,
  loadLists,
  saveToList,
} from './lists';
