from kata_weigh.core import helmet


def test_helmet_0():
    assert helmet([5, 4]) == 45


def test_helmet_1():
    assert helmet([1, 2, 12, 1]) == 64


def test_helmet_2():
    assert helmet([1, 8, 9]) == 86


def test_helmet_3():
    assert helmet([12, 11]) == 115


def test_helmet_4():
    assert helmet([6, 2, 12, 6]) == 122


def test_helmet_5():
    assert helmet([2, 3, 7, 5]) == 65
