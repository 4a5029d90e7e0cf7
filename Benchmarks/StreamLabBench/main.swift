import StreamCore
print("{}")
