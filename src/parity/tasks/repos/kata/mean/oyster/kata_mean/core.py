def oyster(data):
    if not data:
        return 0
    total = sum(data)
    return total // len(data)
