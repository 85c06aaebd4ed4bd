from tirc.cli import main

main()
