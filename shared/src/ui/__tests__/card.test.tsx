import { render, screen } from '@testing-library/react';
import { Card, cardClass } from '../card';

describe('Card', () => {
  it('is the element its content is: an article named by its heading', () => {
    render(
      <Card as="article" aria-labelledby="title" id="surgery-3">
        <h2 id="title">Knee Replacement</h2>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Knee Replacement' });
    expect(article).toHaveAttribute('id', 'surgery-3');
    expect(article).toHaveClass('card');
  });

  it('is a list item inside a list, flat when asked, with the caller’s own class', () => {
    render(
      <ul>
        <Card as="li" flat className="entry">
          A report
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveClass('card', 'flat', 'entry');
  });

  it('draws a link as a card without making it anything but a link', () => {
    render(
      <a href="/procedures/1" className={cardClass({})}>
        Knee Replacement
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Knee Replacement' })).toHaveClass('card');
  });
});
