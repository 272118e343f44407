import { act, render, screen } from '@testing-library/react';
import { OfflineLine } from '../src/offline/offline-line';
import { setAnsweredFromDevice } from '../src/offline/device-answers';

const OFFLINE = "You're offline — showing what was saved on this device";

describe('OfflineLine', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => setAnsweredFromDevice(false));
  });

  it('says nothing while the network answers', () => {
    render(<OfflineLine />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser goes offline, and stops when it is back', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineLine />);
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the service worker answered from this device on a weak connection', () => {
    render(<OfflineLine />);
    act(() => setAnsweredFromDevice(true));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
  });
});
