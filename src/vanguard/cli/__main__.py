from vanguard.cli import main

# Guarded: worker processes started with "spawn" import this module again (as __mp_main__).
if __name__ == "__main__":
    main()
