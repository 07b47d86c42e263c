import { act, render, screen } from '@testing-library/react';
import { deferredModule, useDeferredModule, type DeferredModule } from './deferred-module';

const Probe = ({ module, wanted }: { module: DeferredModule<{ text: string }>; wanted: boolean }) => {
  const loaded = useDeferredModule(module, wanted);
  return <p>{loaded ? loaded.text : 'esperando'}</p>;
};

describe('deferredModule', () => {
  it('loads once however often it is asked, and only when wanted', async () => {
    const load = jest.fn(() => Promise.resolve({ text: 'listo' }));
    const module = deferredModule(load);
    const { rerender } = render(<Probe module={module} wanted={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Probe module={module} wanted />);
    expect(await screen.findByText('listo')).toBeInTheDocument();
    await module.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.current()).toEqual({ text: 'listo' });
  });

  it('tries again after a failed download', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ text: 'listo' });
    const module = deferredModule(load);
    await expect(module.preload()).rejects.toThrow('offline');
    await expect(module.preload()).resolves.toEqual({ text: 'listo' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs a failed download without breaking the component', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = deferredModule(() => Promise.reject(new Error('offline')));
    render(<Probe module={module} wanted />);
    await act(async () => undefined);
    expect(screen.getByText('esperando')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.any(String), expect.any(Error));
    error.mockRestore();
  });
});
