from kata_balance.core import whistle


def test_whistle_0():
    assert whistle([7, 9, 2]) == -1


def test_whistle_1():
    assert whistle([7]) == -1


def test_whistle_2():
    assert whistle([2, 0, 15, 4, 11, 13, 12]) == 1


def test_whistle_3():
    assert whistle([14, 4, 19, 20, 19]) == 1


def test_whistle_4():
    assert whistle([]) == 0


def test_whistle_5():
    assert whistle([13, 6, 20]) == 1
