from kata_between.core import magnet


def test_magnet_0():
    assert magnet(2, 3, 9) == False


def test_magnet_1():
    assert magnet(3, 3, 9) == True


def test_magnet_2():
    assert magnet(4, 3, 9) == True


def test_magnet_3():
    assert magnet(8, 3, 9) == True


def test_magnet_4():
    assert magnet(9, 3, 9) == False


def test_magnet_5():
    assert magnet(10, 3, 9) == False
