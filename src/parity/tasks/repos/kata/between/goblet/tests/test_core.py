from kata_between.core import goblet


def test_goblet_0():
    assert goblet(2, 3, 9) == False


def test_goblet_1():
    assert goblet(3, 3, 9) == True


def test_goblet_2():
    assert goblet(4, 3, 9) == True


def test_goblet_3():
    assert goblet(8, 3, 9) == True


def test_goblet_4():
    assert goblet(9, 3, 9) == False


def test_goblet_5():
    assert goblet(10, 3, 9) == False
