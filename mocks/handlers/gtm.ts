import { http, HttpResponse } from 'msw';
import { allowAnyOrigin } from '../cors';
import { gtmLog } from '../gtm-log';

const containerIdPattern = /^GTM-[A-Z0-9]+$/;

/** Where the stand-in sends its GA4 hit and its Google Ads pixel: hosts Google's CSP guide documents. */
export const standInHits = {
  ga4Collect: 'https://region1.google-analytics.com/g/collect?v=2&tid=G-MOCK000000&en=page_view',
  adsPixel: 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/000000000/?mock=1',
} as const;

/**
 * A stand-in for Google Tag Manager's `gtm.js`: it records which container loaded and when, and
 * marks the data layer the way a real container would show that it runs. It sends nothing else,
 * unless a browser journey asks for hits (`window.lumiMockContainerHits = []` before it loads):
 * then it sends a GA4-style collect request and a Google Ads pixel to Google's documented hosts,
 * as a real container's tags do, so a journey can check the policy lets them through. The journey
 * intercepts those requests; they never leave the machine.
 */
export function standInContainer(containerId: string): string {
  const id = JSON.stringify(containerId);
  const collect = JSON.stringify(standInHits.ga4Collect);
  const pixel = JSON.stringify(standInHits.adsPixel);
  return `(function(){var w=window,l=w.dataLayer=w.dataLayer||[];l.push({event:'mock.container_loaded',container_id:${id}});w.lumiMockContainer=${id};var h=w.lumiMockContainerHits;if(!Array.isArray(h))return;fetch(${collect},{method:'POST',mode:'no-cors',keepalive:true}).then(function(){h.push('collect:sent');},function(){h.push('collect:blocked');});var i=new Image();i.onload=function(){h.push('pixel:sent');};i.onerror=function(){h.push('pixel:blocked');};i.src=${pixel};})();\n`;
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
