import { act, fireEvent, render, screen } from '@testing-library/react';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { OverviewImage } from './OverviewImage';

addSliceTranslations('detail', es);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OverviewImage', () => {
  it("shows 'Imagen no encontrada' when the image has not loaded after 2.5 s", () => {
    render(<OverviewImage src="/api/images/products/EPS101-ORO.svg" alt="Imagen de Plan Oro" />);
    act(() => jest.advanceTimersByTime(2499));
    expect(screen.queryByText('Imagen no encontrada')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Imagen no encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Imagen de Plan Oro' })).not.toBeInTheDocument();
  });

  it('keeps the image when it loads before the timeout', () => {
    render(<OverviewImage src="/api/images/products/EPS101-ORO.svg" alt="Imagen de Plan Oro" />);
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.load(screen.getByRole('img', { name: 'Imagen de Plan Oro' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'Imagen de Plan Oro' })).toBeInTheDocument();
    expect(screen.queryByText('Imagen no encontrada')).not.toBeInTheDocument();
  });

  it('shows the placeholder at once when the image fails', () => {
    render(<OverviewImage src="/missing.svg" alt="Imagen de Plan Oro" />);
    fireEvent.error(screen.getByRole('img', { name: 'Imagen de Plan Oro' }));
    expect(screen.getByText('Imagen no encontrada')).toBeInTheDocument();
  });
});
