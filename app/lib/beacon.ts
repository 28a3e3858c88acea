/**
 * The analytics beacon, as the inline script every public page carries: it runs once the HTML
 * arrives (pages work, and are counted, without the rest of the JavaScript), sends nothing when
 * the browser asks for Do Not Track or Global Privacy Control, sets no cookie and stores
 * nothing in the browser. It defines `__msView`, which the app calls again after each
 * navigation inside the site. What it sends: the path, the referring site's host (first view
 * only), UTM source and campaign, the window's width (a device class on the server).
 */
/** Where the beacon posts (routes.ts, entry.server.tsx and nginx.conf name it too). */
export const BEACON_PATH = "/api/view";

export const BEACON_SCRIPT = `(()=>{var n=navigator;if(n.doNotTrack=="1"||n.globalPrivacyControl)return;window.__msView=function(f){try{var l=location,q=new URLSearchParams(l.search),r="";if(f&&document.referrer)r=new URL(document.referrer).hostname;n.sendBeacon("${BEACON_PATH}",JSON.stringify({p:l.pathname,r:r,s:q.get("utm_source")||"",c:q.get("utm_campaign")||"",w:innerWidth}))}catch(e){}};window.__msView(1)})()`;

declare global {
  interface Window {
    __msView?: (first?: number) => void;
  }
}

/** Counts a page reached inside the site (the first one was counted by the inline script). */
export function countNavigation() {
  window.__msView?.();
}
