from kata_between.core import window


def test_window_0():
    assert window(2, 3, 9) == False


def test_window_1():
    assert window(3, 3, 9) == True


def test_window_2():
    assert window(4, 3, 9) == True


def test_window_3():
    assert window(8, 3, 9) == True


def test_window_4():
    assert window(9, 3, 9) == False


def test_window_5():
    assert window(10, 3, 9) == False
