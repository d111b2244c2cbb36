import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('given three lines of text, then it draws three bars hidden from screen readers', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root?.children).toHaveLength(3);
  });

  it('given a block size, then it takes it', () => {
    const { container } = render(<Skeleton shape="block" width={200} height="10rem" />);
    expect(container.firstElementChild).toHaveStyle({ width: '200px', height: '160px' });
  });
});
