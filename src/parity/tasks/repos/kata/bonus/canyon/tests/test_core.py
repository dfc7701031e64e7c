from kata_bonus.core import canyon


def test_canyon_0():
    assert canyon(27) == 30


def test_canyon_1():
    assert canyon(47) == 53


def test_canyon_2():
    assert canyon(25) == 28


def test_canyon_3():
    assert canyon(43) == 49


def test_canyon_4():
    assert canyon(29, 2) == 33


def test_canyon_5():
    assert canyon(29, 3) == 37
