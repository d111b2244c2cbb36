import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponseMessageBox } from './ResponseMessageBox';

describe('ResponseMessageBox', () => {
  it('given errors, warnings and infos, then errors are an alert and the rest statuses', () => {
    render(
      <ResponseMessageBox
        errors={['Credenziali Errate']}
        warnings={['Password in scadenza']}
        infos={['Ti abbiamo inviato un codice', 'Controlla anche lo spam']}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Credenziali Errate');
    const [warnings, infos] = screen.getAllByRole('status');
    expect(warnings).toHaveTextContent('Password in scadenza');
    expect(infos?.querySelectorAll('li')).toHaveLength(2);
  });

  it('given nothing to say, then it renders nothing', () => {
    const { container } = render(<ResponseMessageBox errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
