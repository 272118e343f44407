import { firstApiRequest, remotesForPage } from '@journeys/shared/shell-page/page-remotes';

describe('the pages’ remotes and first API request', () => {
  it('names the feed on /surgeries, the bell only for members', () => {
    expect(remotesForPage('/surgeries', { member: false })).toEqual(['feed/Feed']);
    expect(remotesForPage('/surgeries/', { member: true })).toEqual([
      'feed/Feed',
      'notifications/NotificationBell',
    ]);
    expect(remotesForPage('/', { member: true })).toEqual([]);
    expect(remotesForPage('/no-such-page', { member: false })).toEqual([]);
  });

  it('names the wizard on its four pages, with the bell: only members stay on them', () => {
    for (const path of ['/create-review', '/review/12/edit']) {
      expect(remotesForPage(path, { member: false })).toEqual([
        'wizard/SurgeryWizard',
        'notifications/NotificationBell',
      ]);
    }
    // The update form holds the photo picker: it comes with the page.
    for (const path of ['/12/update', '/update/3/edit']) {
      expect(remotesForPage(path, { member: false })).toEqual([
        'wizard/UpdateWizard',
        'notifications/NotificationBell',
        'media/PhotoPicker',
      ]);
    }
    expect(remotesForPage('/verify-email', { member: false })).toEqual(['auth/VerifyEmailPage']);
  });

  it('leaves out the photo gallery and the comment threads of /surgeries: a card fetches each when a reader wants it', () => {
    expect(remotesForPage('/surgeries', { member: true })).not.toContain('media/PhotoGallery');
    expect(remotesForPage('/surgeries', { member: true })).not.toContain('comments/Comments');
  });

  it('counts /notifications as a member page', () => {
    expect(remotesForPage('/notifications', { member: false })).toEqual([
      'notifications/NotificationsPage',
      'notifications/NotificationBell',
    ]);
  });

  it('asks for the feed page the feed will ask for, filters in its order, bad ids dropped', () => {
    expect(firstApiRequest('/surgeries', '')).toBe('/reviews');
    expect(firstApiRequest('/surgeries', '?user=7&surgery=3&comment=9')).toBe('/reviews?surgery=3&user=7');
    expect(firstApiRequest('/surgeries', '?user=abc&surgery=0&login=true')).toBe('/reviews');
    expect(firstApiRequest('/notifications', '')).toBeNull();
    expect(firstApiRequest('/', '?surgery=1')).toBeNull();
  });

  it('preloads the filtered feed exactly as the feed asks for it, and the insight pages’ figures', () => {
    expect(
      firstApiRequest('/surgeries', '?sort=comments&q=+knee+pain+&surgeon=1234567893&state=5&procedure=2'),
    ).toBe('/reviews?procedure=2&state=5&surgeon=1234567893&q=knee+pain&sort=comments');
    expect(firstApiRequest('/surgeries', '?sort=newest&surgeon=123&state=abc&q=+')).toBe('/reviews');
    expect(firstApiRequest('/procedures', '')).toBe('/insights/procedures');
    expect(firstApiRequest('/procedures/12', '')).toBe('/insights/procedures/12');
    expect(firstApiRequest('/procedures/012', '')).toBeNull();
    expect(firstApiRequest('/surgeons/1234567893', '')).toBe('/insights/surgeons/1234567893');
    expect(firstApiRequest('/surgeons/123', '')).toBeNull();
  });
});
