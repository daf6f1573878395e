## serve in a script: what it refuses before any server starts (tests/serving.sh
## runs one, and says what a database that cannot be read gives)
$ serve stop
tapis: line 1: no server is running (serve starts one)
$ serve now
tapis: line 2: serve takes stop or nothing, not 'now'
$ serve stop --lan
tapis: line 3: serve stop takes no flag
$ serve --lan stop
tapis: line 4: serve stop takes no flag
$ serve stop --schema club
tapis: line 5: serve stop takes no flag
$ serve stop --listen 8080
tapis: line 6: serve stop takes no flag
$ servir arrêter
tapis: line 7: no server is running (serve starts one)
$ serve --listen
tapis: line 8: --listen needs the address and port to listen on
$ serve --listen 127.0.0.1:99999
tapis: line 9: --listen takes ADDR:PORT, [IPv6]:PORT or PORT, a port from 1 to 65535: 127.0.0.1:99999
$ serve --listen nowhere
tapis: line 10: --listen takes ADDR:PORT, [IPv6]:PORT or PORT, a port from 1 to 65535: nowhere
? 1
