/**
 * The analytics beacon, the second part of the page module every public page's boot imports
 * (app/lib/page-module.server.ts; the first part starts the page, app/browser/page-start.mjs). It sends nothing when the browser asks for Do Not Track or Global Privacy
 * Control, sets no cookie and stores nothing in the browser. It defines `__msView`, which the
 * app calls again after each navigation inside the site. What it sends: the path, the referring
 * site's host (first view only), UTM source and campaign, the window's width (a device class on
 * the server).
 *
 * The first view is sent once the page has been painted (a `paint` performance entry; at once
 * where the browser has none): a page is counted when it was seen, a tab opened in the
 * background when it is shown, and the request never competes with what the first paint needs.
 * Sent before the paint, it was one more round trip that Lighthouse's model put ahead of the
 * largest paint.
 *
 * The module is imported by the page's boot (PAGE_BOOT, app/browser/page-boot.mjs) just after the first paint, so nothing
 * but the document and its stylesheet is fetched before it (docs/decisions/0012). The file's
 * name carries a hash of its text, so it is cached for a year like the other assets.
 */
/** Where the beacon posts (routes.ts, entry.server.tsx and nginx.conf name it too). */
export const BEACON_PATH = "/api/view";

/**
 * Pages whose address holds a secret (a booking's manage link, a one-time password link): never
 * counted, so no link that can cancel a meeting lands on the Analytics page. The beacon and the
 * server both leave them out.
 */
export const PRIVATE_PATH = /\/(?:book\/manage|reserver\/gerer|admin)(?:\/|$)/i;

export const BEACON_SCRIPT = `(()=>{var n=navigator;if(n.doNotTrack=="1"||n.globalPrivacyControl)return;window.__msView=function(f){try{var l=location,q=new URLSearchParams(l.search),r="";if(${PRIVATE_PATH}.test(l.pathname))return;if(f&&document.referrer)r=new URL(document.referrer).hostname;n.sendBeacon("${BEACON_PATH}",JSON.stringify({p:l.pathname,r:r,s:q.get("utm_source")||"",c:q.get("utm_campaign")||"",w:innerWidth}))}catch(e){}};var d=0,v=function(){d||(d=1,window.__msView(1))};try{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;new PerformanceObserver(function(_,o){o.disconnect();v()}).observe({type:"paint",buffered:true})}catch(e){v()}})()`;

/** A short, stable hash of a text (FNV-1a, 32 bits): the page module's name changes with it. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

declare global {
  interface Window {
    __msView?: (first?: number) => void;
  }
}

/** Counts a page reached inside the site (the first one was counted by the beacon's module). */
export function countNavigation() {
  window.__msView?.();
}
