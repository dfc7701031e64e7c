from kata_balance.core import helmet


def test_helmet_0():
    assert helmet([]) == 0


def test_helmet_1():
    assert helmet([8, 4, 9, 10, 18, 13]) == 2


def test_helmet_2():
    assert helmet([11, 16, 14, 18, 11, 5, 10]) == 1


def test_helmet_3():
    assert helmet([13, 2]) == 0


def test_helmet_4():
    assert helmet([8, 1, 18]) == 1


def test_helmet_5():
    assert helmet([8, 4]) == 2
