import StreamLabCLI

StreamLabCommand.main()
