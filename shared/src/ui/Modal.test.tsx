import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

describe('Modal', () => {
  it('closes from its close button and on Escape', async () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Referidos" onClose={onClose} closeLabel="Cerrar ventana">
        <p>Contenido</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar ventana' }));
    fireEvent(screen.getByRole('dialog', { name: 'Referidos' }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while closing is disabled', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Referidos" onClose={onClose} closeLabel="Cerrar ventana" closeDisabled>
        <p>Contenido</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar ventana' })).toBeDisabled();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog', { name: 'Referidos' }), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows a close the browser made on its own: reopens while closing is disabled, else tells its owner', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <Modal open title="Referidos" onClose={onClose} closeDisabled>
        <p>Contenido</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Referidos' }) as HTMLDialogElement;
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Modal open title="Referidos" onClose={onClose}>
        <p>Contenido</p>
      </Modal>,
    );
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Modal open={false} title="Referidos" onClose={onClose}>
        <p>Contenido</p>
      </Modal>,
    );
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("ignores a nested dialog's Escape and close (React passes them up the component tree)", () => {
    const onClose = jest.fn();
    render(
      <Modal open title="¿Quiénes serán asegurados?" onClose={onClose}>
        <dialog aria-label="Cargas" open>
          <p>Edades</p>
        </dialog>
      </Modal>,
    );
    const inner = screen.getByRole('dialog', { name: 'Cargas' }) as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(inner, cancel);
    expect(cancel.defaultPrevented).toBe(false);
    inner.close();
    fireEvent(inner, new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('dialog', { name: '¿Quiénes serán asegurados?' }) as HTMLDialogElement).open).toBe(true);
  });
});
