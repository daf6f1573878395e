## chart in a UTF-8 locale: the lines in braille dots, a geometric mark a
## player (● alice, ○ bob), the axes in box-drawing lines.  alice 1000,
## 1150, 1150 (a bust); bob 0 (a bust), 1000, 2000.
$ new 10000 alice bob
Game #1 · 10000, booklet rules · alice, bob · alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 · bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores · alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1150 · bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob opens with 1000 · alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores · alice gets a cross (1 in a row) · bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob banks 1000: 2000 · alice throws 5 dice
$ chart 1
Game #1 · 10000 · score after each turn
  ● alice 1150   ○ bob 2000
2000 ┤                                                                      ⣀○
     │                                                                   ⣀⠔⠊
     │                                                                ⢀⠔⠊
     │                                                             ⢀⠤⠊⠁
1500 ┤                                                          ⢀⠤⠊⠁
     │                                                       ⢀⠤⠊⠁
     │                                                    ⢀⡠⠊⠁
     │                                   ⢀⣀⣀⣀⣀⡠⠤⠤⠤⠤⠔⠒●⠒⢒⡲⠒⠓⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒●
1000 ┤                      ⢀●⠤⠤⠒⠒⠒⠒⠒⠉⠉⠉⠉⠁          ⢀○⠒⠁
     │                   ⢀⡠⠒⠁                    ⢀⡠⠒⠁
     │                 ⡠⠒⠁                    ⢀⡠⠒⠁
     │              ⡠⠔⠉                    ⢀⡠⠒⠁
 500 ┤           ⡠⠔⠉                    ⢀⡠⠒⠁
     │        ⡠⠔⠉                    ⢀⡠⠒⠁
     │     ⣀⠔⠉                    ⢀⡠⠒⠁
     │  ⣀⠔⠊                    ⢀⡠⠒⠁
   0 ┤⠴⠮⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤○⠒⠁
     └┬──────────────────────┬───────────────────────┬───────────────────────┬
turn  0                      1                       2                       3
? 0
