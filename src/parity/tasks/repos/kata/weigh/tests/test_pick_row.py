from kata_weigh.pick_row import pick_row


def test_pick_row_0():
    assert pick_row([3]) == 3


def test_pick_row_1():
    assert pick_row([7, 1]) == 36


def test_pick_row_2():
    assert pick_row([10, 6, 4, 4]) == 88


def test_pick_row_3():
    assert pick_row([12, 12, 5, 9]) == 190


def test_pick_row_4():
    assert pick_row([1, 4, 0]) == 5


def test_pick_row_5():
    assert pick_row([4, 5]) == 29
