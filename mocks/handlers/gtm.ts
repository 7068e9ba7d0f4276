import { http, HttpResponse } from 'msw';
import { allowAnyOrigin } from '../cors';
import { gtmLog } from '../gtm-log';

const containerIdPattern = /^GTM-[A-Z0-9]+$/;

/**
 * A stand-in for Google Tag Manager's `gtm.js`: it records which container loaded and when, and
 * marks the data layer the way a real container would show that it runs. It reads and sends
 * nothing else, so the whole consent flow can be followed locally without Google.
 */
export function standInContainer(containerId: string): string {
  const id = JSON.stringify(containerId);
  return `(function(){var l=window.dataLayer=window.dataLayer||[];l.push({event:'mock.container_loaded',container_id:${id}});window.lumiMockContainer=${id};})();\n`;
}

export const gtmHandlers = [
  http.get('*/gtm.js', ({ request }) => {
    const containerId = new URL(request.url).searchParams.get('id') ?? '';
    if (!containerIdPattern.test(containerId)) {
      return new HttpResponse('/* unknown container */', { status: 400, headers: { 'content-type': 'text/javascript', ...allowAnyOrigin } });
    }
    gtmLog.add(containerId, request.headers.get('referer') ?? '');
    return new HttpResponse(standInContainer(containerId), {
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', ...allowAnyOrigin },
    });
  }),
];
