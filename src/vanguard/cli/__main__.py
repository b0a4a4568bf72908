from vanguard.cli import main

main()
