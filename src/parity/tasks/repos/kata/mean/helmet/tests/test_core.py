from kata_mean.core import helmet


def test_helmet_0():
    assert helmet([]) == 0


def test_helmet_1():
    assert helmet([19, 26, 5, 27, 12, 0]) == 14


def test_helmet_2():
    assert helmet([30, 29, 26, 2, 26, 5]) == 19


def test_helmet_3():
    assert helmet([13, 2, 2, 21]) == 9


def test_helmet_4():
    assert helmet([7, 17, 2, 6, 10]) == 8


def test_helmet_5():
    assert helmet([14, 17, 22, 19, 25, 3]) == 16
