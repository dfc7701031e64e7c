from kata_between.step_items import step_items


def test_step_items_0():
    assert step_items(2, 3, 9) == False


def test_step_items_1():
    assert step_items(3, 3, 9) == True


def test_step_items_2():
    assert step_items(4, 3, 9) == True


def test_step_items_3():
    assert step_items(8, 3, 9) == True


def test_step_items_4():
    assert step_items(9, 3, 9) == False


def test_step_items_5():
    assert step_items(10, 3, 9) == False
