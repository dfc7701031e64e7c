from kata_multiples.core import helmet


def test_helmet_0():
    assert helmet([15, -6]) == 1


def test_helmet_1():
    assert helmet([2, 0, 16, -1, 8]) == 0


def test_helmet_2():
    assert helmet([16, 18]) == 0


def test_helmet_3():
    assert helmet([11, -5, 2, -3, -2]) == 0


def test_helmet_4():
    assert helmet([-6, 2]) == 0


def test_helmet_5():
    assert helmet([10, 15, 18, 20, 12]) == 3
