import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import styles from './category-tree.module.css';

addMessages(uiCatalogue);

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  /** Level-2 entries: the icon URL from the parent's metaData.category_info.ICON. */
  iconSrc?: string;
  children?: readonly CategoryNode[];
}

export interface CategoryTreeProps {
  /** Level-1 categories, empty ones already filtered out (spec: shopping §2 Category tree). */
  categories: readonly CategoryNode[];
  /** The slug of the category on screen: highlighted, and its branch opened. */
  currentSlug?: string;
  /** Category links by slug; '/category/<slug>' by default. */
  hrefFor?(category: CategoryNode): string;
  label?: string;
}

const defaultHref = (category: CategoryNode) => `/category/${category.slug}`;

/** Three levels of categories in the left drawer (spec: shopping §2 "Category tree menu"). */
export function CategoryTree({
  categories,
  currentSlug,
  hrefFor = defaultHref,
  label = t('topbar.categories'),
}: CategoryTreeProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tree}>
        {categories.map((category) => (
          <Branch
            key={category.id}
            category={category}
            level={1}
            currentSlug={currentSlug}
            hrefFor={hrefFor}
          />
        ))}
      </ul>
    </nav>
  );
}

function Branch({
  category,
  level,
  currentSlug,
  hrefFor,
}: {
  category: CategoryNode;
  level: number;
  currentSlug: string | undefined;
  hrefFor(category: CategoryNode): string;
}) {
  const icon =
    level === 2 && category.iconSrc ? (
      <img className={styles.icon} src={category.iconSrc} alt="" width={24} height={24} />
    ) : null;
  const children = level < 3 ? (category.children ?? []) : [];
  if (children.length === 0) {
    return (
      <li>
        <a
          className={styles.row}
          href={hrefFor(category)}
          aria-current={category.slug === currentSlug ? 'page' : undefined}
        >
          {icon}
          {category.name}
        </a>
      </li>
    );
  }
  return (
    <li>
      <details open={contains(category, currentSlug)}>
        <summary className={styles.summary}>
          {icon}
          {category.name}
        </summary>
        <ul>
          <li>
            <a
              className={`${styles.row} ${styles.all}`}
              href={hrefFor(category)}
              aria-current={category.slug === currentSlug ? 'page' : undefined}
            >
              {t('ui.categories.all', { name: category.name })}
            </a>
          </li>
          {children.map((child) => (
            <Branch
              key={child.id}
              category={child}
              level={level + 1}
              currentSlug={currentSlug}
              hrefFor={hrefFor}
            />
          ))}
        </ul>
      </details>
    </li>
  );
}

function contains(category: CategoryNode, slug: string | undefined): boolean {
  if (slug === undefined) return false;
  return category.slug === slug || (category.children ?? []).some((child) => contains(child, slug));
}
