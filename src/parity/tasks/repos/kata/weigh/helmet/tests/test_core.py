from kata_weigh.core import helmet


def test_helmet_0():
    assert helmet([3, 5, 7, 12]) == 39


def test_helmet_1():
    assert helmet([0, 7, 11, 0]) == 29


def test_helmet_2():
    assert helmet([6, 12, 12, 7, 3]) == 64


def test_helmet_3():
    assert helmet([3, 4, 7, 7]) == 21


def test_helmet_4():
    assert helmet([3, 7]) == 10


def test_helmet_5():
    assert helmet([5, 10, 7]) == 32
