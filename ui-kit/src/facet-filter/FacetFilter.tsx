import styles from './facet-filter.module.css';

export interface FacetValue {
  id: string;
  label: string;
  /** Products with this value, when the API says. */
  count?: number;
  selected: boolean;
}

export interface FacetFilterProps {
  /** The facet's name: 'Marca', 'Caratteristiche'… */
  name: string;
  values: readonly FacetValue[];
  /** Any change but page or sort resets the page to 1: that is the store's rule (spec: §4). */
  onToggle(id: string, selected: boolean): void;
}

/** One facet of the product list filters as a group of checkboxes (spec: shopping §3 Filters). */
export function FacetFilter({ name, values, onToggle }: FacetFilterProps) {
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{name}</legend>
      <ul className={styles.list}>
        {values.map((value) => (
          <li key={value.id}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={value.selected}
                onChange={(event) => onToggle(value.id, event.target.checked)}
              />
              {value.count === undefined ? value.label : `${value.label} `}
              {value.count !== undefined ? (
                <span className={styles.count}>({value.count})</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
