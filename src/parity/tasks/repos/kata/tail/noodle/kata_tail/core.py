def noodle(data, n=1):
    if n <= 0:
        return []
    return data[-n:]
