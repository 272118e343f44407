import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '../share-button';

const PATH = '/surgeries?surgery=3';
const URL_OF_PAGE = `${window.location.origin}${PATH}`;

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the canonical link and says so where the browser cannot share', async () => {
    const user = userEvent.setup();
    render(<ShareButton path={PATH} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(URL_OF_PAGE);
  });

  it('shows the address to copy by hand when the browser refuses to copy it', async () => {
    const user = userEvent.setup();
    render(<ShareButton path={PATH} />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: URL_OF_PAGE })).toBeInTheDocument();
  });

  it('opens the share sheet with the canonical link where the browser has one', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareButton path={PATH} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url: URL_OF_PAGE });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
