from kata_discount.core import canyon


def test_canyon_0():
    assert canyon(22, 5) == 83


def test_canyon_1():
    assert canyon(16, 11) == 132


def test_canyon_2():
    assert canyon(18, 6) == 81


def test_canyon_3():
    assert canyon(38, 10) == 285


def test_canyon_4():
    assert canyon(27, 1) == 27


def test_canyon_5():
    assert canyon(20, 4) == 80
