import { afterFirstPaint, HIDDEN_START_DELAY_MS } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts in a task after the next animation frame, not before it', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const start = jest.fn();
    afterFirstPaint(start);
    jest.runAllTimers();
    expect(start).not.toHaveBeenCalled();

    frames.forEach((frame) => frame(0));
    expect(start).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a hidden page after a short delay, since it paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(HIDDEN_START_DELAY_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });

  it('starts once when the page is hidden before its first frame, and not again after the frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const start = jest.fn();
    afterFirstPaint(start);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(HIDDEN_START_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);

    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
