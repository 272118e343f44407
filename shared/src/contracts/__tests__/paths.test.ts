import { matchPath, paths, routePatterns } from '../paths.mjs';

describe('the route table', () => {
  it('builds every link from the pattern react-router matches', () => {
    const links: [string, string, Record<string, string>][] = [
      [paths.landing(), routePatterns.landing, {}],
      [paths.feed(), routePatterns.feed, {}],
      [paths.createReview(), routePatterns.createReview, {}],
      [paths.editReview(12), routePatterns.editReview, { id: '12' }],
      [paths.addUpdate(7), routePatterns.addUpdate, { surgery: '7' }],
      [paths.editUpdate(3), routePatterns.editUpdate, { id: '3' }],
      [paths.notifications(), routePatterns.notifications, {}],
      [paths.verifyEmail(), routePatterns.verifyEmail, {}],
    ];
    for (const [link, pattern, params] of links) expect(matchPath(pattern, link)).toEqual(params);
  });

  it('writes the addresses of docs/product.md §2', () => {
    expect(paths.editReview(12)).toBe('/review/12/edit');
    expect(paths.addUpdate(7)).toBe('/7/update');
    expect(paths.editUpdate(3)).toBe('/update/3/edit');
    expect(paths.feed({ user: 4, surgery: 5, comment: 6 })).toBe('/surgeries?surgery=5&comment=6&user=4');
    expect(paths.feed({ login: true })).toBe('/surgeries?login=true');
    expect(paths.memberSurgeries(9)).toBe('/surgeries/?user=9');
    expect(paths.verifyEmail('a b/c+d')).toBe('/verify-email?token=a+b%2Fc%2Bd');
    expect(new URL(paths.verifyEmail('a b/c+d'), 'http://x').searchParams.get('token')).toBe('a b/c+d');
  });

  it('matches a pathname as the router does: a trailing slash is ignored, other pages are not matched', () => {
    expect(matchPath(routePatterns.feed, '/surgeries/')).toEqual({});
    expect(matchPath(routePatterns.feed, '/surgeries/1')).toBeNull();
    expect(matchPath(routePatterns.landing, '/surgeries')).toBeNull();
    expect(matchPath(routePatterns.addUpdate, '/create-review')).toBeNull();
    expect(matchPath(routePatterns.addUpdate, '/%E0/update')).toBeNull();
  });
});
