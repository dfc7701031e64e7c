from kata_weigh.core import marble


def test_marble_0():
    assert marble([2, 4, 9]) == 51


def test_marble_1():
    assert marble([7, 1]) == 36


def test_marble_2():
    assert marble([7]) == 35


def test_marble_3():
    assert marble([9, 6, 8, 1]) == 116


def test_marble_4():
    assert marble([7, 3, 1]) == 39


def test_marble_5():
    assert marble([2, 5, 12]) == 67
