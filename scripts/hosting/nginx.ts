import { buildFilesPath, cacheControl, fileHeaders, securityHeaders, type HostingInput } from './headers.ts';

export interface NginxOptions {
  /** Where `dist/` is copied to on the server. */
  readonly root: string;
  readonly listen: string;
}

const defaults: NginxOptions = { root: '/var/www/lumi', listen: '80' };

/** nginx forgets a server's `add_header` lines in any location that has its own: every location repeats them. */
function headerLines(headers: Readonly<Record<string, string>>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}

/**
 * An nginx `server` block with the same headers as `_headers` (the hashed build files without
 * those only documents read, as `answerHeaders` says): pages answered from their folder's
 * `index.html`, real 404s from `404.html`, caching by kind of file, compression, and ranges for
 * the videos (nginx serves those itself). TLS is left to the operator's own `listen 443 ssl` setup.
 */
export function nginxServerBlock(input: HostingInput, options: Partial<NginxOptions> = {}): string {
  const { root, listen } = { ...defaults, ...options };
  const security = securityHeaders(input);
  const withCache = (cache: string, indent: string, headers: Record<string, string> = security) => headerLines({ ...headers, 'Cache-Control': cache }, indent);
  return `# Written by the build from scripts/hosting/headers.ts; do not edit. See docs/deploy.md.
# Pages are HTML and revalidate; everything else in / may be kept an hour.
map $sent_http_content_type $lumi_cache_control {
    ~^text/html "${cacheControl.revalidate}";
    default "${cacheControl.short}";
}

server {
    listen ${listen};
    server_name _;
    root ${root};
    index index.html;
    charset utf-8;
    server_tokens off;

    gzip on;
    gzip_vary on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/vtt application/xml text/plain;

    error_page 404 /404.html;

    location = /404.html {
        internal;
${withCache(cacheControl.revalidate, '        ')}
    }

    # Scripts, styles, fonts and images: without the policy and the other headers only documents read.
    location ${buildFilesPath} {
        try_files $uri =404;
${withCache(cacheControl.immutable, '        ', fileHeaders(security))}
    }

    location = /sw.js {
        try_files $uri =404;
${withCache(cacheControl.revalidate, '        ')}
    }

    location ~ \\.webmanifest$ {
        default_type application/manifest+json;
        try_files $uri =404;
${withCache(cacheControl.short, '        ')}
    }

    location ~ \\.vtt$ {
        default_type text/vtt;
        try_files $uri =404;
${withCache(cacheControl.short, '        ')}
    }

    # The hosting files of other hosts are not part of the site.
    location = /_headers {
        return 404;
    }

    location / {
        try_files $uri $uri/index.html =404;
${headerLines(security, '        ')}
        add_header Cache-Control $lumi_cache_control always;
    }
}
`;
}
