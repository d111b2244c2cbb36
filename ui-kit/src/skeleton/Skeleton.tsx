import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  shape?: 'text' | 'block' | 'circle';
  /** For text: how many lines; the last is shorter. */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A grey placeholder where content is loading. Always hidden from assistive technology: the
 * loading region itself carries `aria-busy` and its label.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  const size: CSSProperties = {};
  if (width !== undefined) size.width = width;
  if (height !== undefined) size.height = height;
  if (shape !== 'text') {
    const look = `${styles.skeleton} ${shape === 'circle' ? styles.circle : ''}`;
    return <span aria-hidden="true" className={look} style={size} />;
  }
  return (
    <span aria-hidden="true" className={styles.lines} style={size}>
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
        <span key={line} className={`${styles.skeleton} ${styles.text}`} />
      ))}
    </span>
  );
}
