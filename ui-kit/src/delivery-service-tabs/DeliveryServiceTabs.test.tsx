import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryServiceTabs } from './DeliveryServiceTabs';

function Services() {
  const [selected, setSelected] = useState(2);
  return (
    <DeliveryServiceTabs
      services={[
        { deliveryServiceId: 2, name: 'Consegna a domicilio' },
        { deliveryServiceId: 1, name: 'Ritiro in negozio' },
        { deliveryServiceId: 10002, name: 'Ritiro al locker' },
      ]}
      selected={selected}
      onSelect={setSelected}
      panelId="indirizzi"
    />
  );
}

describe('DeliveryServiceTabs', () => {
  it('given services, then they are tabs and arrows switch them', async () => {
    render(<Services />);
    expect(screen.getByRole('tablist', { name: 'Servizio di consegna' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Consegna a domicilio' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ritiro al locker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Ritiro al locker' })).toHaveFocus();
  });

  it('when a tab is clicked, then it is selected', async () => {
    render(<Services />);
    await userEvent.click(screen.getByRole('tab', { name: 'Ritiro in negozio' }));
    expect(screen.getByRole('tab', { name: 'Ritiro in negozio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
